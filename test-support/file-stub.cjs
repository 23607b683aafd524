module.exports = '/stub.svg';
