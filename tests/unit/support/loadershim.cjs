// gatsby-link expects Gatsby's runtime loader.
global.___loader = { enqueue: jest.fn(), hovering: jest.fn() };
